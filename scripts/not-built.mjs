// Scripts whose subject comes in a later issue say so and fail: they never pretend to have worked.
const [name, what] = process.argv.slice(2);
console.error(`opsdesk: \`npm run ${name}\` is not built yet: ${what} come in a later issue.`);
process.exit(1);
