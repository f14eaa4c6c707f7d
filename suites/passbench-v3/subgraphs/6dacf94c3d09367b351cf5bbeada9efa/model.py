import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_24: torch.Tensor, attn_output_8: torch.Tensor, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_25 = hidden_states_24 + attn_output_8
        hidden_states_26 = torch.nn.functional.layer_norm(hidden_states_25, (192,), L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layernorm_after_parameters_weight_, L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_layernorm_after_parameters_bias_, 1e-06)
        return (hidden_states_26, hidden_states_25)
