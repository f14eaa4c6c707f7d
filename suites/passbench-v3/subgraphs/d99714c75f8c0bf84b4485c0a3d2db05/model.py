import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_36: torch.Tensor):
        mean_5 = input_36.mean((2, 3), keepdim=True)
        ctx_global_5 = torch._C._nn.gelu(mean_5, approximate="none")
        mean_5 = None
        return (ctx_global_5,)
