import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_6: torch.Tensor):
        mean = input_6.mean((2, 3), keepdim=True)
        ctx_global = torch._C._nn.gelu(mean, approximate="none")
        mean = None
        return (ctx_global,)
