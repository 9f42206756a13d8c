// `portal scenarios list`: the named scenarios and the demo personas every scenario seeds.
import { Command } from 'commander';
import { DEMO_PASSWORD, personas, scenarios } from '#mocks/scenarios/index.ts';

function scenarioList() {
  return Object.values(scenarios).map((s) => ({
    name: s.name,
    description: s.description,
    personas: personas.map((p) => ({ email: p.email, role: p.role, name: p.name, description: p.description })),
  }));
}

export function scenariosCommand(): Command {
  const command = new Command('scenarios').description('The named scenarios of the fake backend');
  command
    .command('list')
    .description('List the scenarios and their demo personas')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) => {
      const list = scenarioList();
      if (options.json) {
        process.stdout.write(`${JSON.stringify({ password: DEMO_PASSWORD, scenarios: list }, null, 2)}\n`);
        return;
      }
      const lines: string[] = [];
      for (const s of list) lines.push(`${s.name.padEnd(8)} ${s.description}`);
      lines.push('', `Personas of every scenario (password ${DEMO_PASSWORD}):`);
      const width = Math.max(...personas.map((p) => p.email.length));
      for (const p of personas) lines.push(`  ${p.email.padEnd(width)}  ${p.role.padEnd(10)} ${p.description}`);
      process.stdout.write(`${lines.join('\n')}\n`);
    });
  return command;
}
