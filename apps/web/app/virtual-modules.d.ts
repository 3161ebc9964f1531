declare module 'virtual:catalogue-chunks' {
  const chunks: Record<string, string>;
  export default chunks;
}
