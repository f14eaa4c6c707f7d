import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_249: torch.Tensor, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_bias_: torch.nn.parameter.Parameter, hidden_state_241: torch.Tensor):
        hidden_state_250 = torch.nn.functional.batch_norm(hidden_state_249, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_mean_, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_buffers_running_var_, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_weight_, L_self_modules_encoder_modules_stages_modules_3_modules_layers_modules_1_modules_layer_modules_3_modules_normalization_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_250_1 = operator.iadd(hidden_state_250, hidden_state_241)
        hidden_state_250 = None
        hidden_state_252 = torch.nn.functional.relu(hidden_state_250_1, inplace=False)
        hidden_state_250_1 = None
        pooled_output = torch.nn.functional.adaptive_avg_pool2d(hidden_state_252, (1, 1))
        return (hidden_state_252, pooled_output)
