class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 16, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0008684146928420221
    std = 0.9999684491756988
    data = None
    min_val = -4.64922571182251
    max_val = 4.01425838470459


class Program_weight_tensor_meta_cos_3:
    name = "cos_3"
    shape = [1, 1, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.5138948000877619
    std = 0.6749522968966377
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.16937646307229315
    std = 0.5017034227953687
    data = None
    min_val = -0.9999995231628418
    max_val = 1.0
