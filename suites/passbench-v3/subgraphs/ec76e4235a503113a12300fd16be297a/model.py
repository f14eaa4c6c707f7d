import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_41: torch.Tensor, embeddings_5: torch.Tensor, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_42 = hidden_states_41 + embeddings_5
        hidden_states_43 = torch.nn.functional.layer_norm(hidden_states_42, (64,), L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_layernorm_after_parameters_weight_, L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_layernorm_after_parameters_bias_, 1e-05)
        return (hidden_states_43, hidden_states_42)
