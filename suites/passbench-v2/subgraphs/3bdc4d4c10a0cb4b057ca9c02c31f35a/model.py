import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_76: torch.Tensor):
        x_77 = torch._C._nn.gelu(x_76, approximate="none")
        x_78 = torch.nn.functional.dropout(x_77, 0.0, False, False)
        x_77 = None
        return (x_78,)
