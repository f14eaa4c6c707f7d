import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, tensor_15: torch.Tensor, value_states_7: torch.Tensor, keys_7: torch.Tensor):
        values_7 = torch.cat([tensor_15, value_states_7], dim=-2)
        getitem_52 = keys_7[(slice(None, None, None), slice(None, None, None), None, slice(None, None, None), slice(None, None, None))]
        hidden_states_73 = getitem_52.expand(1, 4, 4, 128, 64)
        getitem_52 = None
        return (hidden_states_73, values_7)
