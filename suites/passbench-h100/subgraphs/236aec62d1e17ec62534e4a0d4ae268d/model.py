import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_input_ids_: torch.Tensor):
        eq = L_input_ids_.__eq__(1)
        attention_mask = eq.to(torch.float32)
        eq = None
        attention_mask_1 = operator.imul(attention_mask, -3.4028234663852886e+38)
        attention_mask = None
        unsqueeze = attention_mask_1.unsqueeze(1)
        attention_mask_1 = None
        extended_attention_mask = unsqueeze.unsqueeze(1)
        unsqueeze = None
        return (extended_attention_mask,)
