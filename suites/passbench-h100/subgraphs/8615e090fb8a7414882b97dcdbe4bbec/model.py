import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_2: torch.Tensor, L_self_modules_qa_classifier_modules_output_modules_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_qa_classifier_modules_output_modules_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_3 = torch._C._nn.linear(hidden_states_2, L_self_modules_qa_classifier_modules_output_modules_dense_parameters_weight_, L_self_modules_qa_classifier_modules_output_modules_dense_parameters_bias_)
        hidden_states_4 = torch.nn.functional.dropout(hidden_states_3, 0.1, False, False)
        hidden_states_3 = None
        return (hidden_states_4,)
