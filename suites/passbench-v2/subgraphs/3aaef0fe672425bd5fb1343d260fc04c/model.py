import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_29: torch.Tensor):
        hidden_state_38 = permute_29.contiguous()
        hidden_state_39 = hidden_state_38.view(1, 35, 35, -1)
        hidden_state_38 = None
        getitem_40 = hidden_state_39[(slice(None, None, None), slice(None, 32, None), slice(None, 32, None), slice(None, None, None))]
        hidden_state_39 = None
        hidden_states_69 = getitem_40.contiguous()
        getitem_40 = None
        return (hidden_states_69,)
