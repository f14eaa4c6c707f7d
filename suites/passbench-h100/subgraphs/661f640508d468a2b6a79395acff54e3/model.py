import torch


class GraphModule(torch.nn.Module):
    def forward(self, first_token_tensor: torch.Tensor, L_self_modules_0_modules_auto_model_modules_pooler_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_0_modules_auto_model_modules_pooler_modules_dense_parameters_bias_: torch.nn.parameter.Parameter, L_input_attention_mask_: torch.Tensor):
        pooled_output = torch._C._nn.linear(first_token_tensor, L_self_modules_0_modules_auto_model_modules_pooler_modules_dense_parameters_weight_, L_self_modules_0_modules_auto_model_modules_pooler_modules_dense_parameters_bias_)
        pooled_output_1 = torch.tanh(pooled_output)
        pooled_output = None
        unsqueeze = L_input_attention_mask_.unsqueeze(-1)
        expand_2 = unsqueeze.expand((1, 10, 256))
        unsqueeze = None
        return (expand_2,)
