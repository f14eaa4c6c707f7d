import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_decoder_modules_block_modules_1_modules_res_unit1_modules_snake1_parameters_alpha_: torch.nn.parameter.Parameter, hidden_states_111: torch.Tensor):
        add_119 = L_self_modules_decoder_modules_block_modules_1_modules_res_unit1_modules_snake1_parameters_alpha_ + 1e-09
        reciprocal_37 = add_119.reciprocal()
        add_119 = None
        mul_112 = L_self_modules_decoder_modules_block_modules_1_modules_res_unit1_modules_snake1_parameters_alpha_ * hidden_states_111
        sin_37 = torch.sin(mul_112)
        mul_112 = None
        pow_56 = sin_37.pow(2)
        sin_37 = None
        mul_113 = reciprocal_37 * pow_56
        reciprocal_37 = pow_56 = None
        return (mul_113,)
