import torch


class GraphModule(torch.nn.Module):
    def forward(self, proj_high: torch.Tensor):
        sin = torch.sin(proj_high)
        cos = torch.cos(proj_high)
        feat_detail = torch.cat([sin, cos], dim=-1)
        sin = cos = None
        return (feat_detail,)
