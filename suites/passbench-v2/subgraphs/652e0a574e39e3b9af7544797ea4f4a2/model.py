import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_17: torch.Tensor):
        hidden_state_18 = permute_17.contiguous()
        hidden_state_19 = hidden_state_18.view(1, 14, 14, -1)
        hidden_state_18 = None
        getitem_15 = hidden_state_19[(slice(None, None, None), slice(None, 14, None), slice(None, 14, None), slice(None, None, None))]
        hidden_state_19 = None
        hidden_states_23 = getitem_15.contiguous()
        getitem_15 = None
        return (hidden_states_23,)
