import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_5: torch.Tensor, embeddings_2: torch.Tensor, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_6 = hidden_states_5 + embeddings_2
        hidden_states_7 = torch.nn.functional.layer_norm(hidden_states_6, (32,), L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_after_parameters_weight_, L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_after_parameters_bias_, 1e-05)
        return (hidden_states_7, hidden_states_6)
