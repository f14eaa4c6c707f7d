class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008194217312464391
    std = 0.19982515349931101
    data = None
    min_val = -0.8631221055984497
    max_val = 0.816123366355896


class Program_weight_tensor_meta_dropout_3:
    name = "dropout_3"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.9765652534950726e-06
    std = 0.004123531971262955
    data = None
    min_val = -0.018008219078183174
    max_val = 0.020126258954405785
