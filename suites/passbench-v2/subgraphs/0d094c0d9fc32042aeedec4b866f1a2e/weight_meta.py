class Program_weight_tensor_meta_attention_output:
    name = "attention_output"
    shape = [1, 128, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0020287532621261484
    std = 0.1996248869251157
    data = None
    min_val = -0.8572004437446594
    max_val = 0.8968572616577148


class Program_weight_tensor_meta_dropout_3:
    name = "dropout_3"
    shape = [1, 128, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001425356799515054
    std = 0.02820976045423707
    data = None
    min_val = -0.11700140684843063
    max_val = 0.10903694480657578
