import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_4: torch.Tensor, L_self_modules_encoder_modules_layers_modules_0_modules_linear2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layers_modules_0_modules_linear2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_5 = torch._C._nn.linear(hidden_states_4, L_self_modules_encoder_modules_layers_modules_0_modules_linear2_parameters_weight_, L_self_modules_encoder_modules_layers_modules_0_modules_linear2_parameters_bias_)
        dropout_4 = torch.nn.functional.dropout(hidden_states_5, 0.1, False, False)
        hidden_states_5 = None
        return (dropout_4,)
