import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_129: torch.Tensor, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_parameters_bias_: torch.nn.parameter.Parameter, hidden_state_37: torch.Tensor):
        hidden_states_130 = torch.nn.functional.batch_norm(hidden_states_129, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_buffers_running_mean_, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_buffers_running_var_, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_parameters_weight_, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_2_modules_layer_modules_2_modules_normalization_parameters_bias_, False, 0.1, 1e-05)
        hidden_states_130_1 = operator.iadd(hidden_states_130, hidden_state_37)
        hidden_states_130 = None
        hidden_state_39 = torch.nn.functional.relu(hidden_states_130_1, inplace=False)
        hidden_states_130_1 = None
        pooled_output = torch.nn.functional.adaptive_avg_pool2d(hidden_state_39, (1, 1))
        return (hidden_state_39, pooled_output)
