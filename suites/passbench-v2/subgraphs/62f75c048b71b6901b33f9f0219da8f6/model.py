import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_184: torch.Tensor, hidden_states_186: torch.Tensor, L_self_modules_decoder_modules_layers_modules_15_modules_final_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_decoder_modules_layers_modules_15_modules_final_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_187 = hidden_states_184 + hidden_states_186
        hidden_states_188 = torch.nn.functional.layer_norm(hidden_states_187, (1024,), L_self_modules_decoder_modules_layers_modules_15_modules_final_layer_norm_parameters_weight_, L_self_modules_decoder_modules_layers_modules_15_modules_final_layer_norm_parameters_bias_, 1e-05)
        return (hidden_states_188, hidden_states_187)
