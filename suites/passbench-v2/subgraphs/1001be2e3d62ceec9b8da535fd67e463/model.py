import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_state_16: torch.Tensor, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_state_17 = torch._C._nn.linear(hidden_state_16, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_output_modules_dense_parameters_weight_, L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_output_modules_dense_parameters_bias_)
        hidden_state_18 = torch.nn.functional.dropout(hidden_state_17, 0.0, False, False)
        hidden_state_17 = None
        return (hidden_state_18,)
