import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_362: torch.Tensor, L_self_modules_decoder_modules_block_modules_23_modules_layer_modules_2_modules_DenseReluDense_modules_wo_parameters_weight_: torch.nn.parameter.Parameter):
        hidden_states_363 = torch._C._nn.linear(hidden_states_362, L_self_modules_decoder_modules_block_modules_23_modules_layer_modules_2_modules_DenseReluDense_modules_wo_parameters_weight_, None)
        dropout_170 = torch.nn.functional.dropout(hidden_states_363, 0.1, False, False)
        hidden_states_363 = None
        return (dropout_170,)
