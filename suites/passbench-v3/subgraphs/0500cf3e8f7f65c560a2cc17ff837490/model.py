import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_4: torch.Tensor, hidden_states_8: torch.Tensor, L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_9 = hidden_states_4 + hidden_states_8
        hidden_states_10 = torch.nn.functional.layer_norm(hidden_states_9, (1024,), L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_, L_self_modules_model_modules_encoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_, 1e-05)
        hidden_states_9 = None
        return (hidden_states_10,)
