/** Style sheets imported for their effect: Vite bundles them into the console's CSS file. */
declare module "*.css";
