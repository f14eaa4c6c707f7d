import torch


class GraphModule(torch.nn.Module):
    def forward(self, base: torch.Tensor):
        powers = torch.arange(1, 5, device=torch.device(type="cuda", index=0), dtype=torch.int32)
        slopes = torch.pow(base, powers)
        powers = None
        return (slopes,)
