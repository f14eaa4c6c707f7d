import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attention_mask: torch.Tensor, batch_indices: torch.Tensor, kv_indices: torch.Tensor, result_1: torch.Tensor):
        getitem_5 = attention_mask[(batch_indices, kv_indices)]
        to_2 = getitem_5.to(torch.device(type="cuda", index=0))
        getitem_5 = None
        result_2 = result_1 & to_2
        to_2 = None
        attention_mask_1 = result_2.expand(1, -1, 128, 128)
        result_2 = None
        return (attention_mask_1,)
