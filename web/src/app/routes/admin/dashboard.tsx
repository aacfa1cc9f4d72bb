export default function Page() {
  return (
    <main id="main" className="page-container">
      <h1>admin dashboard</h1>
    </main>
  );
}
