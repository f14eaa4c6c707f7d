class Program_weight_tensor_meta_hidden_states_21:
    name = "hidden_states_21"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0036927030063420574
    std = 0.20573650003946084
    data = None
    min_val = -0.8650537133216858
    max_val = 0.9563004374504089


class Program_weight_tensor_meta_dropout_10:
    name = "dropout_10"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0001925344737627871
    std = 0.007130820534789859
    data = None
    min_val = -0.025418877601623535
    max_val = 0.019443130120635033
