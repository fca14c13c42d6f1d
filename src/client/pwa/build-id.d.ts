/** Set per build in vite.config.ts; ties the persisted query cache to the build that wrote it. */
declare const __BUILD_ID__: string;
