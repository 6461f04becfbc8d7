import type posts from "../es/posts";

const en = {} satisfies typeof posts;

export default en;
