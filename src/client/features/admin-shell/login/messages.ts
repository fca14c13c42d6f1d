import { texts } from '@/client/i18n/texts';

export const loginMessages = texts({
  title: 'admin.login.title',
  username: 'admin.login.username',
  password: 'admin.login.password',
  signIn: 'admin.login.signIn',
  signingIn: 'admin.login.signingIn',
  usernameRequired: 'admin.login.usernameRequired',
  passwordRequired: 'admin.login.passwordRequired',
  invalid: 'admin.login.invalid',
  playerAccount: 'admin.login.playerAccount',
  toPlayerSignIn: 'admin.login.toPlayerSignIn',
});
