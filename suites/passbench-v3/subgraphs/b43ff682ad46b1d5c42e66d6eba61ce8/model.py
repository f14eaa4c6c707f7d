import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_5: torch.Tensor, L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wo_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_6 = torch._C._nn.linear(hidden_states_5, L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wo_parameters_weight_, None)
        dropout_3 = torch.nn.functional.dropout(hidden_states_6, 0.1, False, False)
        hidden_states_6 = None
        return (dropout_3,)
