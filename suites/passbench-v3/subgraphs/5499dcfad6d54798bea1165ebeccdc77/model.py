import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_30: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_mean_: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_var_: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_bias_: torch.nn.parameter.Parameter, hidden_state_14: torch.Tensor, hidden_state_17: torch.Tensor, hidden_state_20: torch.Tensor, hidden_state_23: torch.Tensor, hidden_state_26: torch.Tensor, hidden_state_29: torch.Tensor):
        hidden_state_31 = torch.nn.functional.batch_norm(hidden_state_30, L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_mean_, L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_var_, L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_weight_, L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_bias_, False, 0.1, 1e-05)
        hidden_state_32 = torch.nn.functional.relu(hidden_state_31, inplace=False)
        hidden_state_31 = None
        hidden_state_33 = torch.cat([hidden_state_14, hidden_state_17, hidden_state_20, hidden_state_23, hidden_state_26, hidden_state_29, hidden_state_32], dim=1)
        hidden_state_32 = None
        return (hidden_state_33,)
