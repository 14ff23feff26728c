export default function Home() {
  return <main className="page-content container">光子设计</main>;
}
