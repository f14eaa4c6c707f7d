import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings: torch.Tensor, pos_embed_2: torch.Tensor, L_self_modules_blocks_modules_0_modules_layer_norm1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_blocks_modules_0_modules_layer_norm1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states = embeddings + pos_embed_2
        hidden_states_1 = torch.nn.functional.layer_norm(hidden_states, (96,), L_self_modules_blocks_modules_0_modules_layer_norm1_parameters_weight_, L_self_modules_blocks_modules_0_modules_layer_norm1_parameters_bias_, 1e-06)
        hidden_state = torch._C._nn.pad(hidden_states_1, (0, 0, 0, 0, 0, 0), "constant", None)
        hidden_states_1 = None
        hidden_state_1 = hidden_state.view(1, 32, 8, 32, 8, 96)
        hidden_state = None
        return (hidden_state_1, hidden_states)
