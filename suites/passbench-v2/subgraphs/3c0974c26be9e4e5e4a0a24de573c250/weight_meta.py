class Program_weight_tensor_meta_hidden_states_77:
    name = "hidden_states_77"
    shape = [1, 196, 5, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.123786438508113e-05
    std = 0.0714659940630381
    data = None
    min_val = -0.2768981456756592
    max_val = 0.3270145654678345


class Program_weight_tensor_meta_layer_norm_18:
    name = "layer_norm_18"
    shape = [1, 196, 320]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.1981818349285072e-10
    std = 1.000007446825827
    data = None
    min_val = -3.9350173473358154
    max_val = 4.188943386077881
