import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states: torch.Tensor, embeddings_3: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_eps: torch.Tensor):
        hidden_states_1 = torch.nn.functional.dropout(hidden_states, 0.0, False, False)
        hidden_states_2 = hidden_states_1 + embeddings_3
        hidden_states_1 = None
        item_4 = L_self_modules_encoder_modules_layer_modules_0_modules_layernorm_after_eps.item()
        return (hidden_states_2,)
