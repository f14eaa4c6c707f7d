import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_1: torch.Tensor, embeddings_3: torch.Tensor, L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_2 = hidden_states_1 + embeddings_3
        hidden_states_3 = torch.nn.functional.layer_norm(hidden_states_2, (768,), L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_, L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_, 1e-12)
        return (hidden_states_3, hidden_states_2)
