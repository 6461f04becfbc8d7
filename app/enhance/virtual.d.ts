/** URL of the public pages' enhancement script (app/enhance/vite-plugin.ts). */
declare module "virtual:store-enhance" {
  const src: string;
  export default src;
}
