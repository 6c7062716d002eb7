// Nothing configured: the kit must work in a default Next.js app.
export default {};
