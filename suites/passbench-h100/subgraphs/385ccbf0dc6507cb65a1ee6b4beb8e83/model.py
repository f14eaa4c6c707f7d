import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, extended_attention_mask: torch.Tensor):
        extended_attention_mask_1 = extended_attention_mask.to(dtype=torch.float32)
        sub = 1.0 - extended_attention_mask_1
        extended_attention_mask_1 = None
        extended_attention_mask_2 = sub * (-3.4028234663852886e+38)
        sub = None
        return (extended_attention_mask_2,)
