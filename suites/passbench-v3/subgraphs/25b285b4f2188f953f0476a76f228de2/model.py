import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_142: torch.Tensor, attn_output_65: torch.Tensor, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layernorm_after_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layernorm_after_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_143 = hidden_states_142 + attn_output_65
        hidden_states_144 = torch.nn.functional.layer_norm(hidden_states_143, (768,), L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layernorm_after_parameters_weight_, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_0_modules_layernorm_after_parameters_bias_, 1e-06)
        return (hidden_states_144, hidden_states_143)
