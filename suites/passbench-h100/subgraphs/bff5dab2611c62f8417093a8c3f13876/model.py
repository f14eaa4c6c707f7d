import torch


class GraphModule(torch.nn.Module):
    def forward(self):
        causal_mask = torch.full((19, 19), fill_value=-3.4028234663852886e+38, dtype=torch.float32, device=torch.device(type="cuda", index=0))
        causal_mask_1 = torch.triu(causal_mask, diagonal=1)
        causal_mask = None
        return (causal_mask_1,)
