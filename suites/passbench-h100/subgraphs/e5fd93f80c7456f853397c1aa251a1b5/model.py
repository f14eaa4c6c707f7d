import torch


class GraphModule(torch.nn.Module):
    def forward(self):
        batch_arange = torch.arange(1, device=torch.device(type="cuda", index=0))
        head_arange = torch.arange(1, device=torch.device(type="cuda", index=0))
        return (batch_arange,)
