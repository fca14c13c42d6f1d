export const loginMessages = {
  title: 'Admin Panel',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign In',
  signingIn: 'Signing in…',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalid: 'Invalid username or password',
} as const;
