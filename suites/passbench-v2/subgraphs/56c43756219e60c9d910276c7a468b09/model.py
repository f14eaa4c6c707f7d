import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_50: torch.Tensor):
        x_51 = torch._C._nn.gelu(x_50, approximate="none")
        x_52 = torch.nn.functional.dropout(x_51, 0.0, False, False)
        x_51 = None
        return (x_52,)
