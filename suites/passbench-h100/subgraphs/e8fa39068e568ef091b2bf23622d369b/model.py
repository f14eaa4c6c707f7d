import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_logits_mask_: torch.Tensor, hidden_states_6: torch.Tensor):
        mul_4 = L_logits_mask_ * 1000000.0
        logits = hidden_states_6 - mul_4
        mul_4 = None
        split = logits.split(1, dim=-1)
        logits = None
        start_logits = split[0]
        end_logits = split[1]
        split = None
        squeeze = start_logits.squeeze(-1)
        start_logits = None
        return (squeeze, end_logits)
