class Program_weight_tensor_meta_view_2:
    name = "view_2"
    shape = [1, 128, 8, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0002697204791293946
    std = 0.1105409557702815
    data = None
    min_val = -0.47188520431518555
    max_val = 0.475899338722229


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 8, 128, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.624932065430762e-05
    std = 0.11106751355371745
    data = None
    min_val = -0.4958311915397644
    max_val = 0.4509899616241455
