import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_2: torch.Tensor, L_args_0_modules_h_modules_1_modules_mlp_modules_dense_4h_to_h_parameters_weight_: torch.nn.parameter.Parameter, L_args_0_modules_h_modules_1_modules_mlp_modules_dense_4h_to_h_parameters_bias_: torch.nn.parameter.Parameter):
        intermediate_output_1 = torch._C._nn.linear(hidden_states_2, L_args_0_modules_h_modules_1_modules_mlp_modules_dense_4h_to_h_parameters_weight_, L_args_0_modules_h_modules_1_modules_mlp_modules_dense_4h_to_h_parameters_bias_)
        out_6 = torch.nn.functional.dropout(intermediate_output_1, p=0.0, training=False)
        intermediate_output_1 = None
        return (out_6,)
